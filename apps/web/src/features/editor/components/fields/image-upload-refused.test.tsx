import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { uploadImage } from "../../../../lib/images.ts";
import { renderEditor, storedSlide } from "./test/render-editor.tsx";

vi.mock("../../../../lib/sync/hooks.ts", () =>
  import("../../../../test/fake-sync.ts").then((m) => m.fakeHooks),
);
vi.mock("../../../../lib/images.ts", () => ({
  uploadImage: vi.fn(),
  imageUrl: (id: string) => `/api/images/${id}`,
}));

afterEach(cleanup);

it("shows the server's sentence when it refuses an image, and keeps the logo as it was", async () => {
  vi.mocked(uploadImage).mockRejectedValue(
    new Error("This image is too large to process (more than 40 megapixels)."),
  );
  const cover = storedSlide({
    layout: "cover",
    fields: { tagline: "", logoImageId: null, presenter: "", date: "" },
  });
  const { user, updateSlide, save } = renderEditor(cover);
  await user.upload(
    screen.getByLabelText("Upload logo"),
    new File([new Uint8Array(64)], "logo.png", { type: "image/png" }),
  );
  expect((await screen.findByRole("alert")).textContent).toBe(
    "This image is too large to process (more than 40 megapixels).",
  );
  expect(within(screen.getByText("Logo").parentElement!).queryByRole("img")).toBeNull();
  await save();
  expect(updateSlide).not.toHaveBeenCalled();
});
