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
  /**
   * Opens or closes the quiz question view; an open one holds the learner (leaving asks first,
   * decision 256). `endsAt`: when the attempt's time runs out, in ms on this device's clock.
   */
  setQuizOpen?: (open: boolean, endsAt?: number | null) => void;
  /** When the material's answer arrived (ms, Date.now()'s clock): a quiz counts its time left from it. */
  materialReceivedAt?: number;
};
