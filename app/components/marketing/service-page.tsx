import { Link } from 'react-router'
import type { Service, ServiceOffering } from '#content/services.ts'
import { useT, useLocalize } from '#app/i18n/index.ts'
import type { ImageInfo } from '#app/utils/files/images.ts'
import { ResponsiveImage } from './responsive-image.tsx'
import { Paragraphs } from './paragraphs.tsx'

/** The words and picture of one service page. */
export function ServiceIntro({ service, image }: { service: Service; image: ImageInfo }) {
	return (
		<>
			<h1>{service.title}</h1>
			<div className="service-intro">
				<div className="service-intro-text">
					<Paragraphs texts={service.intro} />
				</div>
				<ResponsiveImage
					className="service-image"
					image={image}
					alt={service.image.alt}
					sizes="(min-width: 768px) 45vw, 100vw"
					priority
				/>
			</div>
		</>
	)
}

export function ServiceOfferings({ service }: { service: Service }) {
	return (
		<>
			<section className="service-section" aria-labelledby="offerings-title">
				<h2 id="offerings-title">{service.offeringsTitle}</h2>
				<OfferingList offerings={service.offerings} />
			</section>
			{service.extra && service.extraTitle ? (
				<section className="service-section" aria-labelledby="extra-title">
					<h2 id="extra-title">{service.extraTitle}</h2>
					{service.extraIntro ? <p>{service.extraIntro}</p> : null}
					<OfferingList offerings={service.extra} />
				</section>
			) : null}
		</>
	)
}

export function ServiceClosing({ service, contactLabel }: { service: Service; contactLabel: string }) {
	const localize = useLocalize()
	return (
		<section className="service-closing">
			<p>{service.closing}</p>
			<Link className="button button-primary" to={localize('/contact-us')}>
				{contactLabel}
			</Link>
		</section>
	)
}

function OfferingList({ offerings }: { offerings: ServiceOffering[] }) {
	return (
		<ul className="offering-list">
			{offerings.map((offering) => (
				<li key={offering.name} className="offering">
					<h3>{offering.name}</h3>
					<p>{offering.text}</p>
				</li>
			))}
		</ul>
	)
}

/** A whole service page: its words and picture, anything the page adds, and the call to contact us. */
export function ServicePage({
	service,
	image,
	children,
}: {
	service: Service
	image: ImageInfo
	children?: React.ReactNode
}) {
	const t = useT()
	return (
		<div className="container page-section">
			<ServiceIntro service={service} image={image} />
			<ServiceOfferings service={service} />
			{children}
			<ServiceClosing service={service} contactLabel={t('pages.contactUs')} />
		</div>
	)
}
