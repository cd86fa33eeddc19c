import { nameToSegment, type CourseTypeName } from '@kelas/contracts/catalogue-kinds';
import { paths } from '@/config/paths';

/** Link of a course card (spec 2.7): /detail/{kind name with spaces → hyphens}/{slug}. */
export function courseDetailHref(course: { name: CourseTypeName; slug: string }): string {
  return paths.courseDetail(nameToSegment(course.name), course.slug);
}
