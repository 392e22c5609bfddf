a = 1 + 1.5 + 1e-3 + 0x1F + 0o17 + 0b101 + 1_000 + 2j
# RUN: tokens
# Number literals stay one token each, spelled as written.
# CHECK: Number '1' @1:4
# CHECK-NEXT: Plus
# CHECK-NEXT: Number '1.5' @1:8
# CHECK: Number '1e-3'
# CHECK: Number '0x1F'
# CHECK: Number '0o17'
# CHECK: Number '0b101'
# CHECK: Number '1_000'
# CHECK: Number '2j'
# RUN: tokens | filecheck --check-prefix=COUNT
# COUNT-COUNT-8: Number
# COUNT-NOT: Number
