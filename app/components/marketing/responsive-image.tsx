import { fallbackFormat, imageUrl, srcSet, widthsFor, type ImageInfo } from '#app/utils/files/images.ts'

/**
 * A content picture in AVIF and WebP with a PNG/JPEG fallback, at several widths,
 * with its intrinsic size so the page does not shift while it loads. Pictures
 * are lazy unless `priority` (the first banner slide).
 */
export function ResponsiveImage({
	image,
	alt,
	sizes,
	className,
	priority = false,
	maxWidth,
}: {
	image: ImageInfo
	alt: string
	sizes: string
	className?: string
	priority?: boolean
	maxWidth?: number
}) {
	const fallback = fallbackFormat(image)
	const widths = widthsFor(image, maxWidth)
	const defaultWidth = widths.find((w) => w >= 640) ?? widths[widths.length - 1]!
	return (
		<picture>
			<source type="image/avif" srcSet={srcSet(image, 'avif', maxWidth)} sizes={sizes} />
			<source type="image/webp" srcSet={srcSet(image, 'webp', maxWidth)} sizes={sizes} />
			<img
				className={className}
				src={imageUrl(image, defaultWidth, fallback)}
				srcSet={srcSet(image, fallback, maxWidth)}
				sizes={sizes}
				width={image.width}
				height={image.height}
				alt={alt}
				loading={priority ? 'eager' : 'lazy'}
				decoding={priority ? 'sync' : 'async'}
				fetchPriority={priority ? 'high' : undefined}
			/>
		</picture>
	)
}
