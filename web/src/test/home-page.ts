/* Vitest only: loads the home page up front for tests whose routes show it (pages load lazily). */
import '@/features/home/routes/HomePage';
