import type { ActiveMaterial, CourseActivity } from '@kelas/contracts/learning';

/**
 * Props of a material view that another feature provides to the learning player
 * (quiz, practice). The player is composed with these views in app/routes/learning.tsx.
 */
export type MaterialViewProps = {
  material: ActiveMaterial;
  activity: CourseActivity;
  /** Reloads the activity and the active material (after a change on the server). */
  refresh: () => Promise<void>;
  /** Marks the current item complete (if needed) and moves to the next material. */
  goNext: () => Promise<void>;
  /** Whether the quiz question view is open (spec 3 "Learning state"); leaving the material closes it. */
  isQuizOpen?: boolean;
  /** Opens or closes the quiz question view. */
  setQuizOpen?: (open: boolean) => void;
};
