import { limits } from "@pds/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderEditor, storedSlide } from "./fields/test/render-editor.tsx";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

afterEach(cleanup);

const bullets = storedSlide(
  { layout: "bullets", fields: {} },
  {
    title: "Problem",
    content: "Shops lose stock\n[Add how much it costs them]",
    notes: "Open with the story",
  },
);

describe("editing a bullets slide", () => {
  it("keeps the title with its counter out of 120, the Narrative and the speaker notes", async () => {
    const { user } = renderEditor(bullets);
    expect(screen.getByText(`7/${limits.slideTitleMax}`)).toBeTruthy();
    await user.type(screen.getByLabelText("Title"), " we solve");
    expect(screen.getByText(`16/${limits.slideTitleMax}`)).toBeTruthy();
    expect((screen.getByLabelText("Narrative") as HTMLTextAreaElement).value).toBe(bullets.content);
    expect((screen.getByLabelText("Speaker notes") as HTMLTextAreaElement).value).toBe("Open with the story");
  });

  it("shows a 'to fill' chip while the Narrative holds a placeholder", async () => {
    const { user } = renderEditor(bullets);
    expect(screen.getByText("to fill")).toBeTruthy();
    const narrative = screen.getByLabelText("Narrative");
    await user.clear(narrative);
    await user.type(narrative, "Shops lose 8% of stock a year");
    expect(screen.queryByText("to fill")).toBeNull();
  });

  it("saves only what changed", async () => {
    const { user, updateSlide, save } = renderEditor(bullets);
    await user.type(screen.getByLabelText("Speaker notes"), ", then the numbers");
    await save();
    expect(updateSlide).toHaveBeenCalledWith({
      slideId: "s1",
      notes: "Open with the story, then the numbers",
      expectedVersion: 3,
    });
  });

  it("does nothing when nothing changed, and closes the form", async () => {
    const { updateSlide, save, onDone } = renderEditor(bullets);
    await save();
    expect(updateSlide).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalled();
  });

  it("warns under the Narrative when it is too long to fit on the slide", async () => {
    const { user } = renderEditor(bullets);
    const narrative = screen.getByLabelText("Narrative");
    await user.clear(narrative);
    await user.click(narrative);
    await user.paste(
      Array.from({ length: 30 }, (_, i) => `Point ${i + 1} about why shops lose stock every week`).join("\n"),
    );
    expect(await screen.findByText("Too long to fit — shorten it")).toBeTruthy();
    await user.clear(narrative);
    await user.type(narrative, "Shops lose stock");
    await vi.waitFor(() => expect(screen.queryByText("Too long to fit — shorten it")).toBeNull());
  });
});

describe("editing a layout's fields", () => {
  it("edits a cover's fields and keeps the slide's notes editable", async () => {
    const cover = storedSlide(
      { layout: "cover", fields: { tagline: "", logoImageId: null, presenter: "Ana Souza", date: "" } },
      { title: "Stockly" },
    );
    const { user, updateSlide, save } = renderEditor(cover);
    expect(screen.queryByLabelText("Narrative")).toBeNull();
    await user.type(screen.getByLabelText("Tagline"), "Stock that counts itself");
    expect(screen.getByText("24/160")).toBeTruthy();
    await user.type(screen.getByLabelText("Speaker notes"), "Say hello");
    await save();
    expect(updateSlide).toHaveBeenCalledWith({
      slideId: "s1",
      notes: "Say hello",
      body: {
        layout: "cover",
        fields: { tagline: "Stock that counts itself", logoImageId: null, presenter: "Ana Souza", date: "" },
      },
      expectedVersion: 3,
    });
  });

  it("does not send a layout's body when only the title changed", async () => {
    const quote = storedSlide({
      layout: "quote",
      fields: { quote: "We stopped losing stock.", author: "Mia", role: "" },
    });
    const { user, updateSlide, save } = renderEditor(quote);
    await user.type(screen.getByLabelText("Title"), "!");
    await save();
    expect(updateSlide).toHaveBeenCalledWith({ slideId: "s1", title: "Market!", expectedVersion: 3 });
  });
});
