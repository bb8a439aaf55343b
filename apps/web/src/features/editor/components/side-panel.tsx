import { BookOpen, Bot } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Tabs } from "../../../components/ui/tabs.tsx";
import { SourcesPanel } from "../../research/index.ts";

/** The editor's right-hand panel: the copilot and the deck's sources, as tabs. */
export function SidePanel({ deckId, copilot }: { deckId: string | undefined; copilot: ReactNode }) {
  const [tab, setTab] = useState("copilot");
  return (
    <Tabs
      label="Assistant panel"
      value={tab}
      onValueChange={setTab}
      className="h-full w-full border-l border-slate-200 bg-slate-50 xl:w-[360px] xl:shrink-0"
      // The copilot's own aside is sized and bordered as the whole panel; the wrapper now is (360 px).
      panelClassName="[&>aside]:border-l-0 xl:[&>aside]:w-full"
      tabs={[
        {
          id: "copilot",
          label: "Copilot",
          icon: <Bot className="size-4" aria-hidden="true" />,
          content: copilot,
        },
        {
          id: "sources",
          label: "Sources",
          icon: <BookOpen className="size-4" aria-hidden="true" />,
          content: <SourcesPanel deckId={deckId} />,
        },
      ]}
    />
  );
}
