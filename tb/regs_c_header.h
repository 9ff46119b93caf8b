/* What tb/regs_c_header.c, compiled as C, reads from the generated C header. */
#pragma once

#ifdef __cplusplus
extern "C" {
#endif

#define HC_C_REGS 16
/* Register address (struct offset / 2) of DIMS .. CAUSE, in the map's order. */
extern const unsigned hc_c_reg_index[HC_C_REGS];
/* Registers in the struct. */
extern const unsigned hc_c_reg_count;
extern const unsigned hc_c_id_reset;
extern const unsigned hc_c_status_ready_bm;
extern const unsigned hc_c_status_busy_bm;
extern const unsigned hc_c_error_own_bm;
extern const unsigned hc_c_totals_diameter_bp;

#ifdef __cplusplus
}
#endif
