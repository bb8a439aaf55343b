import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { slideThemes, themeIds, type Slide, type SlideTheme, type ThemeId } from "@pds/contracts";
import { Check, ChevronDown, Palette } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { ThemedSlide } from "../../slides/index.ts";
import { useDeckThemeChoice } from "../hooks/use-deck-theme.ts";

/** A deck without slides previews each theme as its page colour, accent and fonts. */
function Swatch({ theme }: { theme: SlideTheme }) {
  return (
    <span
      className="flex aspect-video w-full items-end gap-1 rounded-md p-2"
      style={{ background: theme.colors.background, color: theme.colors.text }}
    >
      <span className="text-sm font-bold" style={{ fontFamily: theme.heading.family }}>
        Aa
      </span>
      <span className="mb-1 h-1.5 w-6 rounded-full" style={{ background: theme.colors.accent }} />
    </span>
  );
}

/**
 * The deck's theme: a menu of every theme, each previewed live with the deck's first slide, the current one
 * checked. Arrow keys move between themes, Enter chooses; the canvas redraws in the chosen theme at once.
 */
export function ThemePicker({ slides }: { slides: Slide[] }) {
  const choice = useDeckThemeChoice();
  if (!choice) return null;
  const first = slides[0];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClasses("secondary", "md", "max-sm:px-2.5")} aria-label="Theme">
        <Palette className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">Theme</span>
        <ChevronDown className="size-4 max-sm:hidden" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-pop"
        >
          <DropdownMenu.Label className="px-2 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Deck theme
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={choice.themeId}
            onValueChange={(value) => choice.choose(value as ThemeId)}
            className="grid grid-cols-2 gap-2"
          >
            {themeIds.map((id) => {
              const theme = slideThemes[id];
              return (
                <DropdownMenu.RadioItem
                  key={id}
                  value={id}
                  textValue={theme.name}
                  aria-label={`${theme.name} (${theme.dark ? "dark" : "light"})`}
                  className="group relative flex cursor-pointer flex-col gap-1.5 rounded-lg border border-slate-200 p-1.5 outline-none data-[highlighted]:border-accent-400 data-[highlighted]:bg-accent-50 data-[state=checked]:border-accent-600 data-[state=checked]:ring-1 data-[state=checked]:ring-accent-600"
                >
                  {first ? (
                    <ThemedSlide slide={first} themeId={id} decorative className="rounded-md" />
                  ) : (
                    <Swatch theme={theme} />
                  )}
                  <span className="flex items-center justify-between gap-1 px-0.5 text-sm font-medium text-slate-800">
                    {theme.name}
                    <span className="text-xs font-normal text-slate-500">
                      {theme.dark ? "Dark" : "Light"}
                    </span>
                  </span>
                  <DropdownMenu.ItemIndicator className="absolute top-2.5 right-2.5 rounded-full bg-accent-600 p-0.5 text-white">
                    <Check className="size-3.5" aria-hidden="true" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
