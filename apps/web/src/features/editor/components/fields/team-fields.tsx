import { placeholder, teamMemberSchema } from "@pds/contracts";
import { patchAt, removeAt } from "../../lib/edit-list.ts";
import { maxOf } from "../../lib/field-max.ts";
import { listBounds } from "../../lib/list-bounds.ts";
import { ImageBox } from "./image-box.tsx";
import type { LayoutEditorProps } from "./layout-editor-props.ts";
import { RowList } from "./row-list.tsx";
import { TextBox } from "./text-box.tsx";

const shape = teamMemberSchema.shape;

export function TeamFields({ fields, onChange }: LayoutEditorProps<"team">) {
  const { members } = fields;
  const set = (i: number, patch: Partial<(typeof members)[number]>) =>
    onChange({ members: patchAt(members, i, patch) });
  return (
    <RowList
      legend="Team members"
      rowName={(i) => `Member ${i + 1}`}
      path="fields.members"
      items={members}
      bounds={listBounds.members}
      addLabel="Add member"
      onAdd={() =>
        onChange({
          members: [...members, { name: placeholder("name"), role: "", background: "", photoImageId: null }],
        })
      }
      onRemove={(i) => onChange({ members: removeAt(members, i) })}
      renderRow={(member, i) => (
        <div className="flex min-w-0 flex-col gap-3">
          <ImageBox
            label={`Photo of member ${i + 1}`}
            imageId={member.photoImageId}
            onChange={(photoImageId) => set(i, { photoImageId })}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextBox
              label="Name"
              path={`fields.members.${i}.name`}
              value={member.name}
              max={maxOf(shape.name)}
              onChange={(name) => set(i, { name })}
            />
            <TextBox
              label="Role"
              path={`fields.members.${i}.role`}
              value={member.role}
              max={maxOf(shape.role)}
              onChange={(role) => set(i, { role })}
            />
          </div>
          <TextBox
            label="Background"
            path={`fields.members.${i}.background`}
            value={member.background}
            max={maxOf(shape.background)}
            placeholder="Ex-Stripe payments lead"
            onChange={(background) => set(i, { background })}
          />
        </div>
      )}
    />
  );
}
