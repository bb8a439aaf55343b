import { PracticeStudio } from "../../features/voice/components/practice-studio.tsx";
import { SubPage } from "./sub-page.tsx";

export function PracticeRoute() {
  return (
    <SubPage className="max-w-5xl">
      <PracticeStudio />
    </SubPage>
  );
}
