import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { Slide } from "@pds/contracts";
import { ChevronDown, Download, FileText, Presentation } from "lucide-react";
import { useState } from "react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import {
  ExportError,
  exportDeck,
  type ExportFormat,
  type SlidePlaceholders,
  slidesWithPlaceholders,
} from "../../export/index.ts";
import { citedMarkers, useCitations, useSources } from "../../research/index.ts";
import { useDeckThemeChoice } from "../hooks/use-deck-theme.ts";
import { ExportPlaceholdersDialog } from "./export-placeholders-dialog.tsx";

interface Props {
  deckId?: string;
  title: string;
  /**
   * The theme both exports are drawn in; by default the open deck's theme as the editor shows it (a theme
   * just picked included), else the default theme.
   */
  theme?: string | null;
  slides: Slide[];
}

export function ExportMenu({ deckId, title, theme, slides }: Props) {
  const toast = useToast();
  const deckTheme = useDeckThemeChoice()?.themeId;
  // Cited sources get footnotes and a closing Sources slide (pptx) or page (pdf); only markers stored
  // citations back count, as in the editor.
  const sourcesQuery = useSources(deckId);
  const citationsQuery = useCitations(deckId);
  const sources = sourcesQuery.data;
  const citations = citationsQuery.data;
  // Wait for them (an export meanwhile would silently lose its footnotes), unless they cannot load.
  const pending = (query: { data: unknown; error: unknown }) => query.data === undefined && !query.error;
  const loading = Boolean(deckId) && (pending(sourcesQuery) || pending(citationsQuery));
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  // An export waiting on the founder's answer to "N placeholders still to fill".
  const [unfilled, setUnfilled] = useState<{ format: ExportFormat; slides: SlidePlaceholders[] } | null>(
    null,
  );
  const run = async (format: ExportFormat) => {
    setUnfilled(null);
    setBusy(true);
    try {
      const cited = slides.map((slide) => ({
        ...slide,
        citedMarkers: citedMarkers(slide, sources ?? [], citations ?? []),
      }));
      await exportDeck(format, { title, theme: theme ?? deckTheme }, cited, { sources: sources ?? [] });
    } catch (error) {
      // An ExportError says what the founder can fix (characters a PDF font cannot draw); others are ours.
      toast(error instanceof ExportError ? error.message : "Export failed. Please try again.", "error");
    } finally {
      setBusy(false);
    }
  };
  const choose = (format: ExportFormat) => {
    const toFill = slidesWithPlaceholders(slides);
    if (toFill.length > 0) setUnfilled({ format, slides: toFill });
    else void run(format);
  };
  const item =
    "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";
  return (
    <>
      {/* Not modal: a modal menu hides the whole page from assistive technology (aria-hidden on #root) while
          its buttons stay focusable, which axe reports; a menu button needs neither (WAI-ARIA menu button). */}
      <DropdownMenu.Root modal={false} open={open} onOpenChange={(next) => setOpen(next && !busy)}>
        {/* Not disabled while exporting: the menu hands focus back to this button as it closes, and a
          disabled button would drop it to <body>. A second export waits by not opening the menu. */}
        <DropdownMenu.Trigger
          className={buttonClasses("secondary", "md", "max-sm:px-2.5")}
          disabled={loading || slides.length === 0}
          aria-busy={busy || undefined}
        >
          <Download className="size-4" aria-hidden="true" />
          {/* Visually icon-only on phones, but still the button's name. */}
          <span className="max-sm:sr-only">{busy ? "Exporting…" : "Export"}</span>
          <ChevronDown className="size-4 max-sm:hidden" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-pop"
          >
            <DropdownMenu.Item className={item} onSelect={() => choose("pptx")}>
              <Presentation className="size-4 text-orange-600" aria-hidden="true" />
              PowerPoint (.pptx)
            </DropdownMenu.Item>
            <DropdownMenu.Item className={item} onSelect={() => choose("pdf")}>
              <FileText className="size-4 text-red-600" aria-hidden="true" />
              PDF
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ExportPlaceholdersDialog
        slides={unfilled?.slides ?? []}
        onExportAnyway={() => unfilled && void run(unfilled.format)}
        onCancel={() => setUnfilled(null)}
      />
    </>
  );
}
