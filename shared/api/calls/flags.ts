// How a yes/no field travels: '1' or '' (shared/api/README.md; is_collage is '1' on the look page).
export function flagField(value: boolean): '1' | '' {
  return value ? '1' : '';
}
