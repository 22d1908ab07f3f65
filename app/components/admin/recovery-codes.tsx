/** Recovery codes, shown once: each signs in once instead of the app's code. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
	return (
		<section className="admin-recovery" aria-labelledby="recovery-title">
			<h2 id="recovery-title">Your recovery codes</h2>
			<p>
				If you lose your phone, each of these codes signs you in once instead of the app&rsquo;s code. Write them down
				or print this page, and keep them somewhere safe. They are shown only now.
			</p>
			<ol className="admin-recovery-codes">
				{codes.map((code) => (
					<li key={code}>
						<code>{code}</code>
					</li>
				))}
			</ol>
		</section>
	)
}
