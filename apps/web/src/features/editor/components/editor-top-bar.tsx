import { ArrowLeft, Bot, Play, Save } from "lucide-react";
import type { Slide } from "@pds/contracts";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ResearchButton } from "../../research/index.ts";
import { ShareButton } from "../../sharing/index.ts";
import { ExportMenu } from "./export-menu.tsx";
import { ThemePicker } from "./theme-picker.tsx";

interface Props {
  /** The open deck, for research and the export's Sources slide. */
  deckId?: string;
  title: string;
  slides: Slide[];
  saving: boolean;
  onSave: () => void;
  onPresent: () => void;
  /** Below 1280 px the copilot is a sheet this bar's button opens; it says whether it is open. */
  copilotOpen: boolean;
  onToggleCopilot: () => void;
  researchRequested: boolean;
  onResearchRequestHandled: () => void;
}

export function EditorTopBar(props: Props) {
  const { deckId, title, slides, saving, onSave, onPresent, copilotOpen, onToggleCopilot } = props;
  return (
    <header className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 sm:px-4">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {/* Icon-only on phones, so the actions (Research included) fit in 375 px. */}
        <span className="max-sm:sr-only">Back</span>
      </Link>
      <div className="flex items-center gap-1 sm:gap-2">
        <Button
          variant="secondary"
          onClick={onToggleCopilot}
          className="max-sm:px-2.5 xl:hidden"
          aria-label="Copilot"
          aria-haspopup="dialog"
          aria-expanded={copilotOpen}
        >
          <Bot className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Copilot</span>
        </Button>
        <ResearchButton
          deckId={deckId}
          startRequested={props.researchRequested}
          onStartRequestHandled={props.onResearchRequestHandled}
        />
        <ThemePicker slides={slides} />
        <Button
          variant="secondary"
          onClick={onPresent}
          disabled={slides.length === 0}
          aria-label="Present"
          className="max-sm:px-2.5"
        >
          <Play className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Present</span>
        </Button>
        <ShareButton deckId={deckId} disabled={slides.length === 0} />
        <ExportMenu deckId={deckId} title={title} slides={slides} />
        <Button onClick={onSave} disabled={saving} className="max-sm:px-2.5">
          <Save className="size-4" aria-hidden="true" />
          {/* Named on phones too (screen readers and tests), icon-only so every action fits in 375 px. */}
          <span className="max-sm:sr-only">{saving ? "Saving…" : "Save"}</span>
        </Button>
      </div>
    </header>
  );
}
