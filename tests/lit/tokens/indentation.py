if x:
    y = 1
    if y:
        z = 2
w = 3
# RUN: tokens
# Blocks open with INDENT and close with one DEDENT per level, before the
# first token of the dedented line.
# CHECK: KwIf 'if' @1:0
# CHECK: Colon ':' @1:4
# CHECK-NEXT: Newline @1:5
# CHECK-NEXT: Indent @2:0
# CHECK-NEXT: Identifier 'y' @2:4
# CHECK: Newline @3:9
# CHECK-NEXT: Indent @4:0
# CHECK: Newline @4:13
# CHECK-NEXT: Dedent
# CHECK-NEXT: Dedent
# CHECK-NEXT: Identifier 'w' @5:0
# CHECK-COUNT-1: EndOfFile
