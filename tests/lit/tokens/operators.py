a //= b ** c -> d != e @ f
x: int = y if not z else w
# RUN: tokens
# Multi-character operators are single tokens; keywords have their own kinds.
# CHECK: Identifier 'a' @1:0
# CHECK-NEXT: '//=' @1:2
# CHECK-NEXT: Identifier 'b'
# CHECK-NEXT: '**'
# CHECK: '->'
# CHECK: '!='
# CHECK: '@'
# CHECK: Colon ':' @2:1
# CHECK: KwIf 'if'
# CHECK-NEXT: KwNot 'not'
# CHECK: KwElse 'else'
