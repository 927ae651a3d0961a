/* Vitest only: loads the course page (with the admin's actions) up front (pages load lazily). */
import '@/app/CourseDetailsRoute';
