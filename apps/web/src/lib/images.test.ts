import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { imageUrl, uploadImage } from "./images.ts";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__PDS_CONFIG__;
  window.localStorage.clear();
});

describe("uploadImage", () => {
  it("posts the file's bytes for the deck with the session cookie and returns the stored image", async () => {
    fetchMock.mockResolvedValue(json({ id: "img-1", width: 1600, height: 900 }, 201));
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });

    await expect(uploadImage("deck/1", file)).resolves.toEqual({ id: "img-1", width: 1600, height: 900 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${window.location.origin}/api/images?deckId=deck%2F1`);
    expect(init).toMatchObject({ method: "POST", body: file, credentials: "same-origin" });
    expect(init?.headers).toEqual({ "Content-Type": "image/png" });
  });

  it("sends the bearer token instead when the API is on another origin", async () => {
    window.__PDS_CONFIG__ = { apiUrl: "https://api.example.com" };
    window.localStorage.setItem("pds.session-token", "tok");
    fetchMock.mockResolvedValue(json({ id: "img-2", width: 10, height: 10 }, 201));

    await uploadImage("d", new Blob([new Uint8Array([1])]));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("https://api.example.com/api/images?deckId=d");
    expect(init).toMatchObject({ credentials: "omit" });
    expect(init?.headers).toEqual({
      "Content-Type": "application/octet-stream",
      Authorization: "Bearer tok",
    });
  });

  it("refuses a file over 5 MB without sending it", async () => {
    const large = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: "image/png" });
    await expect(uploadImage("d", large)).rejects.toThrow("Images can be at most 5 MB.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fails with the server's sentence", async () => {
    fetchMock.mockResolvedValue(
      json({ error: { code: "INVALID_INPUT", message: "Images must be PNG, JPEG or WebP." } }, 400),
    );
    await expect(uploadImage("d", new Blob(["<svg/>"]))).rejects.toThrow("Images must be PNG, JPEG or WebP.");
  });

  it("fails with a plain sentence when there is no answer or no JSON one", async () => {
    const failed = "The image could not be uploaded. Check your connection and try again.";
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(uploadImage("d", new Blob(["x"]))).rejects.toThrow(failed);
    fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(uploadImage("d", new Blob(["x"]))).rejects.toThrow(failed);
  });
});

describe("imageUrl", () => {
  it("is the API path of the image on this origin, and the full URL for a cross-origin API", () => {
    expect(imageUrl("img-1")).toBe("/api/images/img-1");
    window.__PDS_CONFIG__ = { apiUrl: "https://api.example.com/" };
    expect(imageUrl("img-1")).toBe("https://api.example.com/api/images/img-1");
  });
});
