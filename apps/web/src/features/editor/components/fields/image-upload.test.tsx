import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uploadImage } from "../../../../lib/images.ts";
import { renderEditor, storedSlide } from "./test/render-editor.tsx";

vi.mock("../../../../lib/sync/hooks.ts", () =>
  import("../../../../test/fake-sync.ts").then((m) => m.fakeHooks),
);
vi.mock("../../../../lib/images.ts", () => ({
  uploadImage: vi.fn(),
  imageUrl: (id: string) => `/api/images/${id}`,
}));

const upload = vi.mocked(uploadImage);
beforeEach(() => upload.mockReset());
afterEach(cleanup);

const team = storedSlide({
  layout: "team",
  fields: {
    members: [
      { name: "Ana Souza", role: "CEO", background: "Ran ops at a 40-shop chain", photoImageId: null },
      { name: "Ben Ito", role: "CTO", background: "", photoImageId: "img-ben" },
    ],
  },
});
const png = (bytes = 2048) => new File([new Uint8Array(bytes)], "ana.png", { type: "image/png" });
const member = (n: number) => within(screen.getByRole("group", { name: `Member ${n}` }));

describe("team photos", () => {
  it("uploads a photo to the deck, shows it, and saves its id in the member with what was typed meanwhile", async () => {
    let finish: (image: { id: string; width: number; height: number }) => void = () => {};
    upload.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, updateSlide, save } = renderEditor(team);
    const file = png();
    await user.upload(member(1).getByLabelText("Upload photo of member 1"), file);
    expect(upload).toHaveBeenCalledWith("deck-1", file);
    expect(member(1).getByText("Uploading…")).toBeTruthy();
    // The founder keeps typing while the photo uploads; the upload landing keeps what was typed.
    await user.type(member(2).getByLabelText("Background"), "Built Shopify's inventory API");
    finish({ id: "img-ana", width: 400, height: 400 });
    const preview = await member(1).findByRole("img", { name: "Photo of member 1" });
    expect(preview.getAttribute("src")).toBe("/api/images/img-ana");
    await save();
    expect(updateSlide).toHaveBeenCalledWith({
      slideId: "s1",
      body: {
        layout: "team",
        fields: {
          members: [
            {
              name: "Ana Souza",
              role: "CEO",
              background: "Ran ops at a 40-shop chain",
              photoImageId: "img-ana",
            },
            {
              name: "Ben Ito",
              role: "CTO",
              background: "Built Shopify's inventory API",
              photoImageId: "img-ben",
            },
          ],
        },
      },
      expectedVersion: 3,
    });
  });

  it("refuses a file over 5 MB or of another type before sending it, with the server's words", async () => {
    const { user } = renderEditor(team);
    await user.upload(member(1).getByLabelText("Upload photo of member 1"), png(5 * 1024 * 1024 + 1));
    expect(member(1).getByRole("alert").textContent).toBe("Images can be at most 5 MB.");
    const svg = new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" });
    await user.upload(member(1).getByLabelText("Upload photo of member 1"), svg);
    expect(member(1).getByRole("alert").textContent).toBe("Images must be PNG, JPEG or WebP.");
    expect(upload).not.toHaveBeenCalled();
  });

  it("removes a photo", async () => {
    const { user, updateSlide, save } = renderEditor(team);
    await user.click(member(2).getByRole("button", { name: "Remove photo of member 2" }));
    expect(member(2).queryByRole("img")).toBeNull();
    await save();
    expect(updateSlide.mock.calls[0]![0]).toMatchObject({
      body: { fields: { members: [{ photoImageId: null }, { photoImageId: null }] } },
    });
  });
});
