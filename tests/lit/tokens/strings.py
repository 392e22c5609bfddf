s = "a\n" 'b' """c
d""" f"{x}" r"\d" b"x"
# RUN: tokens
# Strings keep their prefixes and quotes; a triple-quoted string spans lines.
# CHECK: String '"a\n"' @1:4
# CHECK-NEXT: String ''b'' @1:10
# CHECK-NEXT: String '"""c
# CHECK-NEXT: d"""' @1:14
# CHECK-NEXT: String 'f"{x}"' @2:5
# CHECK-NEXT: String 'r"\d"' @2:12
# CHECK-NEXT: String 'b"x"' @2:18
# CHECK-NEXT: Newline
