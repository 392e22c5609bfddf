# eval() takes exactly one expression: its nesting limit is the tokenizer's
# (200 brackets), surrounding whitespace is allowed, statements are not.
print(eval("(" * 200 + "1" + ")" * 200))
print(eval("  [1,\n 2]  \n"))
for t in ["1 +\n2", "x = 1", "1; 2", "", "(" * 201 + "1" + ")" * 201, "if 1: 2"]:
    try:
        print(repr(eval(t)))
    except SyntaxError as e:
        print("SyntaxError")
print(eval("a + 1", {"a": 2}))
print(eval("(lambda: 3)()"))
for t in ["(1", "x = = 2"]:
    try:
        eval(t)
    except SyntaxError as e:
        print(repr(e.msg), e.lineno, e.offset, repr(e.text), e.filename)
        print(str(e), "|", e.args[0])
