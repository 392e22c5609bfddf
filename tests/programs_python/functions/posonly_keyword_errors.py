# Positional-only parameters passed by keyword: CPython's TypeError names
# every such keyword, in call order, whichever keyword is met first.
def posonly(a, b, /, c):
    return a + b + c


def with_kwargs(a, /, **kw):
    return a, kw


print(posonly(1, 2, c=3))
for call in (lambda: posonly(a=1, b=2, c=3), lambda: posonly(1, b=2, c=3),
             lambda: posonly(c=3, b=2, a=1), lambda: posonly(1, 2, zz=3, b=4),
             lambda: posonly(1, 2, zz=3)):
    try:
        call()
    except TypeError as e:
        print(e)
print(with_kwargs(1, a=2))
