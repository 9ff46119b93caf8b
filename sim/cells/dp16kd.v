// Simulation model of the ECP5 block RAM DP16KD for gate-level runs of synth_ecp5 netlists: Yosys's
// ECP5 cell library declares DP16KD as a black box. The model covers what Yosys's block-RAM mapping
// (share/lattice/brams_map_16kd.v, brams_16kd.txt) produces for 18-bit ports: 1024 words addressed by
// AD[13:4], byte enables AD[1:0] on writes, INITVAL_xx holding 16 words of 18 bits in 20-bit slots,
// no output register (REGMODE NOREG), a synchronous reset that clears the output whatever CE is, and
// old data on a read during a write (READBEFOREWRITE). Any other parameter stops elaboration; OCE
// (the output register's enable) and GSR do not apply to these modes.
module DP16KD (
  input DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9, DIA8, DIA7, DIA6, DIA5, DIA4, DIA3,
        DIA2, DIA1, DIA0,
  input ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3, ADA2, ADA1, ADA0,
  input CEA, OCEA, CLKA, WEA, RSTA,
  input CSA2, CSA1, CSA0,
  output DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9, DOA8, DOA7, DOA6, DOA5, DOA4, DOA3,
         DOA2, DOA1, DOA0,
  input DIB17, DIB16, DIB15, DIB14, DIB13, DIB12, DIB11, DIB10, DIB9, DIB8, DIB7, DIB6, DIB5, DIB4, DIB3,
        DIB2, DIB1, DIB0,
  input ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4, ADB3, ADB2, ADB1, ADB0,
  input CEB, OCEB, CLKB, WEB, RSTB,
  input CSB2, CSB1, CSB0,
  output DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9, DOB8, DOB7, DOB6, DOB5, DOB4, DOB3,
         DOB2, DOB1, DOB0
);
  parameter DATA_WIDTH_A = 18;
  parameter DATA_WIDTH_B = 18;
  parameter REGMODE_A = "NOREG";
  parameter REGMODE_B = "NOREG";
  parameter RESETMODE = "SYNC";
  parameter ASYNC_RESET_RELEASE = "SYNC";
  parameter CSDECODE_A = "0b000";
  parameter CSDECODE_B = "0b000";
  parameter WRITEMODE_A = "NORMAL";
  parameter WRITEMODE_B = "NORMAL";
  parameter CLKAMUX = "CLKA";
  parameter CLKBMUX = "CLKB";
  parameter GSR = "ENABLED";
  parameter [319:0] INITVAL_00 = 320'h0, INITVAL_01 = 320'h0, INITVAL_02 = 320'h0, INITVAL_03 = 320'h0;
  parameter [319:0] INITVAL_04 = 320'h0, INITVAL_05 = 320'h0, INITVAL_06 = 320'h0, INITVAL_07 = 320'h0;
  parameter [319:0] INITVAL_08 = 320'h0, INITVAL_09 = 320'h0, INITVAL_0A = 320'h0, INITVAL_0B = 320'h0;
  parameter [319:0] INITVAL_0C = 320'h0, INITVAL_0D = 320'h0, INITVAL_0E = 320'h0, INITVAL_0F = 320'h0;
  parameter [319:0] INITVAL_10 = 320'h0, INITVAL_11 = 320'h0, INITVAL_12 = 320'h0, INITVAL_13 = 320'h0;
  parameter [319:0] INITVAL_14 = 320'h0, INITVAL_15 = 320'h0, INITVAL_16 = 320'h0, INITVAL_17 = 320'h0;
  parameter [319:0] INITVAL_18 = 320'h0, INITVAL_19 = 320'h0, INITVAL_1A = 320'h0, INITVAL_1B = 320'h0;
  parameter [319:0] INITVAL_1C = 320'h0, INITVAL_1D = 320'h0, INITVAL_1E = 320'h0, INITVAL_1F = 320'h0;
  parameter [319:0] INITVAL_20 = 320'h0, INITVAL_21 = 320'h0, INITVAL_22 = 320'h0, INITVAL_23 = 320'h0;
  parameter [319:0] INITVAL_24 = 320'h0, INITVAL_25 = 320'h0, INITVAL_26 = 320'h0, INITVAL_27 = 320'h0;
  parameter [319:0] INITVAL_28 = 320'h0, INITVAL_29 = 320'h0, INITVAL_2A = 320'h0, INITVAL_2B = 320'h0;
  parameter [319:0] INITVAL_2C = 320'h0, INITVAL_2D = 320'h0, INITVAL_2E = 320'h0, INITVAL_2F = 320'h0;
  parameter [319:0] INITVAL_30 = 320'h0, INITVAL_31 = 320'h0, INITVAL_32 = 320'h0, INITVAL_33 = 320'h0;
  parameter [319:0] INITVAL_34 = 320'h0, INITVAL_35 = 320'h0, INITVAL_36 = 320'h0, INITVAL_37 = 320'h0;
  parameter [319:0] INITVAL_38 = 320'h0, INITVAL_39 = 320'h0, INITVAL_3A = 320'h0, INITVAL_3B = 320'h0;
  parameter [319:0] INITVAL_3C = 320'h0, INITVAL_3D = 320'h0, INITVAL_3E = 320'h0, INITVAL_3F = 320'h0;

  localparam [20479:0] Init = {
    INITVAL_3F, INITVAL_3E, INITVAL_3D, INITVAL_3C, INITVAL_3B, INITVAL_3A, INITVAL_39, INITVAL_38,
    INITVAL_37, INITVAL_36, INITVAL_35, INITVAL_34, INITVAL_33, INITVAL_32, INITVAL_31, INITVAL_30,
    INITVAL_2F, INITVAL_2E, INITVAL_2D, INITVAL_2C, INITVAL_2B, INITVAL_2A, INITVAL_29, INITVAL_28,
    INITVAL_27, INITVAL_26, INITVAL_25, INITVAL_24, INITVAL_23, INITVAL_22, INITVAL_21, INITVAL_20,
    INITVAL_1F, INITVAL_1E, INITVAL_1D, INITVAL_1C, INITVAL_1B, INITVAL_1A, INITVAL_19, INITVAL_18,
    INITVAL_17, INITVAL_16, INITVAL_15, INITVAL_14, INITVAL_13, INITVAL_12, INITVAL_11, INITVAL_10,
    INITVAL_0F, INITVAL_0E, INITVAL_0D, INITVAL_0C, INITVAL_0B, INITVAL_0A, INITVAL_09, INITVAL_08,
    INITVAL_07, INITVAL_06, INITVAL_05, INITVAL_04, INITVAL_03, INITVAL_02, INITVAL_01, INITVAL_00};

  if (DATA_WIDTH_A != 18 || DATA_WIDTH_B != 18 || REGMODE_A != "NOREG" || REGMODE_B != "NOREG" ||
      RESETMODE != "SYNC" || CSDECODE_A != "0b000" || CSDECODE_B != "0b000" ||
      WRITEMODE_A != "READBEFOREWRITE" || WRITEMODE_B != "READBEFOREWRITE" ||
      CLKAMUX != "CLKA" || CLKBMUX != "CLKB") begin : gen_unsupported
    $error("DP16KD model: only 18-bit ports, NOREG, SYNC reset, READBEFOREWRITE and true clocks");
  end

  reg [17:0] mem [0:1023];
  reg [17:0] doa, dob;
  integer w;
  initial begin
    for (w = 0; w < 1024; w = w + 1) mem[w] = Init[20*w +: 18];
    doa = 18'd0;
    dob = 18'd0;
  end

  wire [9:0]  ada = {ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4};
  wire [9:0]  adb = {ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4};
  wire [17:0] dia = {DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9, DIA8, DIA7, DIA6,
                     DIA5, DIA4, DIA3, DIA2, DIA1, DIA0};
  wire [17:0] dib = {DIB17, DIB16, DIB15, DIB14, DIB13, DIB12, DIB11, DIB10, DIB9, DIB8, DIB7, DIB6,
                     DIB5, DIB4, DIB3, DIB2, DIB1, DIB0};
  // A port selected by its chip-select inputs (CSDECODE 0b000: all low) and enabled reads, and writes
  // the bytes its AD[1:0] enable (9 bits each); a reset clears its output and blocks its write.
  wire sela = {CSA2, CSA1, CSA0} == 3'b000;
  wire selb = {CSB2, CSB1, CSB0} == 3'b000;

  always @(posedge CLKA) begin
    if (RSTA) begin
      doa <= 18'd0;
    end else if (CEA && sela) begin
      doa <= mem[ada];
      if (WEA && ADA0) mem[ada][8:0] <= dia[8:0];
      if (WEA && ADA1) mem[ada][17:9] <= dia[17:9];
    end
  end

  always @(posedge CLKB) begin
    if (RSTB) begin
      dob <= 18'd0;
    end else if (CEB && selb) begin
      dob <= mem[adb];
      if (WEB && ADB0) mem[adb][8:0] <= dib[8:0];
      if (WEB && ADB1) mem[adb][17:9] <= dib[17:9];
    end
  end

  assign {DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9, DOA8, DOA7, DOA6, DOA5, DOA4, DOA3,
          DOA2, DOA1, DOA0} = doa;
  assign {DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9, DOB8, DOB7, DOB6, DOB5, DOB4, DOB3,
          DOB2, DOB1, DOB0} = dob;

endmodule
