import { Link } from 'react-router'
import type { Service } from '#content/services.ts'
import type { ImageInfo } from '#app/utils/images.ts'
import { ResponsiveImage } from './responsive-image.tsx'

/** The words and picture of one service page (spec section 2). */
export function ServiceIntro({ service, image }: { service: Service; image: ImageInfo }) {
	return (
		<>
			<h1>{service.title}</h1>
			<div className="service-intro">
				<div className="service-intro-text">
					{service.intro.map((paragraph) => (
						<p key={paragraph.slice(0, 24)}>{paragraph}</p>
					))}
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
				<ul className="offering-list">
					{service.offerings.map((offering) => (
						<li key={offering.name} className="offering">
							<h3>{offering.name}</h3>
							<p>{offering.text}</p>
						</li>
					))}
				</ul>
			</section>
			{service.extra && service.extraTitle ? (
				<section className="service-section" aria-labelledby="extra-title">
					<h2 id="extra-title">{service.extraTitle}</h2>
					{service.extraIntro ? <p>{service.extraIntro}</p> : null}
					<ul className="offering-list">
						{service.extra.map((offering) => (
							<li key={offering.name} className="offering">
								<h3>{offering.name}</h3>
								<p>{offering.text}</p>
							</li>
						))}
					</ul>
				</section>
			) : null}
		</>
	)
}

export function ServiceClosing({ service, contactLabel }: { service: Service; contactLabel: string }) {
	return (
		<section className="service-closing">
			<p>{service.closing}</p>
			<Link className="button button-primary" to="/contact-us">
				{contactLabel}
			</Link>
		</section>
	)
}
