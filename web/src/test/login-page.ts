/* Vitest only: loads the login page up front for tests whose routes show it (pages load lazily). */
import '@/features/auth/routes/LoginPage';
