import { Link } from 'react-router'
import { ResponsiveImage } from '#app/components/marketing/responsive-image.tsx'
import { useT, useLocalize, useLanguage } from '#app/i18n/index.ts'
import homeStyles from '#app/styles/home.css?url'
import { getCertifications } from '#content/certifications.ts'
import { getClients } from '#content/clients.ts'
import { getHomeContent } from '#content/home.ts'
import { getMilestones } from '#content/milestones.ts'
import { BannerCarousel } from './banner-carousel.tsx'
import { ClientsSection } from './clients-section.tsx'
import type { HomeImages } from './home-data.server.ts'
import { MilestonesStepper } from './milestones-stepper.tsx'
import { Paragraphs } from '#app/components/marketing/paragraphs.tsx'

/**
 * The home screen. Also shown, under a "page not found" notice,
 * for an unknown address; there the notice is the page's h1 and every heading
 * here steps down one level.
 */
export function HomePage({ headingLevel = 'h1', data }: { headingLevel?: 'h1' | 'h2'; data: HomeImages }) {
	const localize = useLocalize()
	const t = useT()
	const Title = headingLevel
	const Section = headingLevel === 'h1' ? 'h2' : 'h3'
	const Item = headingLevel === 'h1' ? 'h3' : 'h4'
	const language = useLanguage()
	const home = getHomeContent(language)
	const { images, serviceCards: services } = data
	return (
		<div className="home">
			{/* React places this stylesheet in <head>, so the 404 page gets it too. */}
			<link rel="stylesheet" href={homeStyles} precedence="default" />
			{/* On a phone the banner fills the first screen: the way to jobs comes before it. */}
			<p className="home-jobs-strip">
				<span>{t('home.jobsPrompt')}</span>
				<Link to={localize('/career')} className="button button-accent">
					{t('home.findJob')}
				</Link>
			</p>
			<BannerCarousel slides={home.slides} images={images} />

			<section className="container home-section who-we-are" aria-labelledby="who-we-are">
				<p className="eyebrow">{t('home.whoWeAre')}</p>
				<Title id="who-we-are">Brisk Facility Services</Title>
				<Paragraphs texts={home.whoWeAre} className="lead" />
			</section>

			<section className="home-band" aria-labelledby="milestones">
				<div className="container home-section">
					<Section id="milestones">{t('home.milestones')}</Section>
					<MilestonesStepper milestones={getMilestones(language)} headingId="milestones" />
				</div>
			</section>

			<section className="container home-section" aria-labelledby="why-choose-us">
				<Section id="why-choose-us">{t('home.whyChooseUs')}</Section>
				<ul className="home-points">
					{home.whyChooseUs.map((point) => (
						<li key={point.title} className="home-point">
							<Item>{point.title}</Item>
							<p>{point.text}</p>
						</li>
					))}
				</ul>
			</section>

			<section className="home-band" aria-labelledby="our-services">
				<div className="container home-section">
					<Section id="our-services">{t('home.ourServices')}</Section>
					<ul className="service-cards">
						{services.map((service) => (
							<li key={service.slug} className="service-card">
								<ResponsiveImage
									image={images[service.image.src]!}
									alt=""
									sizes="(min-width: 768px) 280px, (min-width: 425px) 45vw, 100vw"
									maxWidth={640}
								/>
								<div className="service-card-body">
									<Item>
										<Link to={localize(service.path)} className="card-link">
											{service.cardTitle}
										</Link>
									</Item>
									<p>{service.summary}</p>
								</div>
							</li>
						))}
					</ul>
				</div>
			</section>

			<section className="container home-section" aria-labelledby="our-clients">
				<Section id="our-clients">{t('home.ourClients')}</Section>
				<ClientsSection clients={getClients(language)} images={images} />
			</section>

			<section className="home-band" aria-labelledby="discover">
				<div className="container home-section">
					<Section id="discover" className="visually-hidden">
						{t('home.discover')}
					</Section>
					<ul className="discover-cards">
						{home.cards.map((card) => (
							<li key={card.to} className="discover-card">
								<Item>{card.title}</Item>
								<p>{card.text}</p>
								<Link to={localize(card.to)} className="button button-primary">
									{card.linkLabel}
								</Link>
							</li>
						))}
					</ul>
				</div>
			</section>

			<section className="container home-section" aria-labelledby="certifications">
				<Section id="certifications">{t('home.certifications')}</Section>
				<ul className="certifications">
					{getCertifications(language).map((certification) => (
						<li key={certification.standard}>
							<figure>
								<ResponsiveImage
									image={images[certification.image.src]!}
									alt={certification.image.alt}
									sizes="(min-width: 768px) 220px, 45vw"
									maxWidth={480}
								/>
								<figcaption>
									<strong>{certification.standard}</strong> {certification.title}
								</figcaption>
							</figure>
						</li>
					))}
				</ul>
			</section>
		</div>
	)
}
