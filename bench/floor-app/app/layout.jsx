// The framework's floor (issue 18): an empty Next.js app of one page, built with the shop's Next
// version in the same bench run, so the shop's first-load JavaScript is measured against it.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
