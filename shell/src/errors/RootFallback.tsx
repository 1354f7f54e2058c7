// Last-resort fallback above the router and i18n: plain text in the three languages, no dependencies that could fail.
export function RootFallback() {
  return (
    <main style={{ maxWidth: 640, margin: '64px auto', fontFamily: 'system-ui, sans-serif' }} role="alert">
      <h1 lang="tr">Bir hata oluştu</h1>
      <p lang="en">An error occurred while showing the page.</p>
      <p lang="ru">При показе страницы произошла ошибка.</p>
      <p>
        <a href="/">/</a>
      </p>
    </main>
  );
}
