/* psv0-api-wide-fields.test: PSV0 fields that only callers of the C API
 * set (dxsig has no code to count group-shared memory from): the mesh
 * shader's GroupSharedBytesUsed and version 4's NumBytesGroupSharedMemory,
 * at 0x01020304-style values that set all four bytes. DXC's validator
 * caps group-shared memory at 32 KB (28 KB for mesh shaders) unless the
 * entry has [GroupSharedLimit(N)] (shader model 6.10), which has no upper
 * bound; with it these sizes are legal.
 *
 * Writes PREFIX.STAGE.psv0 for a mesh, compute, amplification and vertex
 * shader without signature elements, at validator 1.10 (PSV0 version 4). */
#include <dxsig/dxsig.h>

#include <stdio.h>
#include <string.h>

static int write_part(const char *prefix, const char *stage_name, enum dxsig_shader_stage stage,
                      const struct dxsig_psv_info *info) {
  struct dxsig_entry e;
  memset(&e, 0, sizeof e);
  e.name = stage_name;
  e.stage = stage;
  e.has_stage = true;
  struct dxsig_part_options opts = {1, 10, false, DXSIG_TESS_DOMAIN_UNDEFINED};
  struct dxsig_bytes b;
  dxsig_bytes_init(&b);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  int rc = 1;
  if (dxsig_psv0_write(&b, &e, &opts, info, &d) && !b.failed) {
    char path[4096];
    snprintf(path, sizeof path, "%s.%s.psv0", prefix, stage_name);
    FILE *f = fopen(path, "wb");
    if (f && fwrite(b.data, 1, b.len, f) == b.len && fclose(f) == 0)
      rc = 0;
  }
  if (rc)
    fprintf(stderr, "%s: PSV0 not written\n", stage_name);
  dxsig_diag_list_finish(&d);
  dxsig_bytes_finish(&b);
  return rc;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s PREFIX\n", argv[0]);
    return 2;
  }
  int rc = 0;
  struct dxsig_psv_info info;

  /* Mesh: DXC writes the same total (the module's group-shared variables)
   * into both fields. */
  dxsig_psv_info_init(&info);
  info.ms_group_shared_bytes = 0x01020304u;
  info.group_shared_bytes = 0x01020304u;
  info.payload_bytes = 16383;
  info.ms_max_output_vertices = 256;
  info.ms_max_output_primitives = 255;
  info.ms_output_topology = 2;
  info.num_threads[0] = 128;
  info.num_threads[1] = 1;
  info.num_threads[2] = 1;
  rc |= write_part(argv[1], "ms", DXSIG_STAGE_MESH, &info);

  /* Compute: version 4's field only; the mesh field (the union's first
   * word) is not a compute shader's and stays 0. */
  dxsig_psv_info_init(&info);
  info.group_shared_bytes = 0x05060708u;
  info.ms_group_shared_bytes = 0x0a0b0c0du;
  info.num_threads[0] = 1024;
  info.num_threads[1] = 1;
  info.num_threads[2] = 1;
  info.wave_lane_min = 4;
  info.wave_lane_max = 128;
  rc |= write_part(argv[1], "cs", DXSIG_STAGE_COMPUTE, &info);

  /* Amplification. */
  dxsig_psv_info_init(&info);
  info.group_shared_bytes = 0x090a0b0cu;
  info.payload_bytes = 16384;
  info.num_threads[0] = 1;
  info.num_threads[1] = 2;
  info.num_threads[2] = 64;
  rc |= write_part(argv[1], "as", DXSIG_STAGE_AMPLIFICATION, &info);

  /* Vertex: DXC sets NumBytesGroupSharedMemory for CS, MS and AS only (and
   * the thread counts and wave lanes likewise): all stay at their defaults. */
  dxsig_psv_info_init(&info);
  info.group_shared_bytes = 0x01020304u;
  info.num_threads[0] = 1024;
  info.wave_lane_min = 4;
  info.wave_lane_max = 128;
  rc |= write_part(argv[1], "vs", DXSIG_STAGE_VERTEX, &info);
  return rc;
}
