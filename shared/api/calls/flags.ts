// How a yes/no field travels: '1' or '' (SPEC.md: is_collage is "1 on collage page, else empty").
export function flagField(value: boolean): '1' | '' {
  return value ? '1' : '';
}
