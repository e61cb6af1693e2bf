/** The least an App Router page can be: the baseline of `npm run bench:pages`. */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
