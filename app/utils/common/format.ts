/** "512 B", "2 KB", "1.4 MB": a size a person reads before choosing or downloading a file. */
export function formatBytes(bytes: number) {
	if (bytes < 1024) return `${bytes} B`
	if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
	return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
}
