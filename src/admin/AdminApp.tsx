/** The admin panel; the sign-in screen and the screens arrive with the 'Admin' issue. */
export default function AdminApp() {
  return (
    <main style={{ background: '#0f172a', color: '#e2e8f0', minHeight: '100vh', padding: '4rem 1.5rem', fontFamily: 'Inter, system-ui, sans-serif' }}>
      <h1>Yönetim Paneli</h1>
      <title>Yönetim Paneli</title>
    </main>
  );
}
