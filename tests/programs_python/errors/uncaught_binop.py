# TypeError from a binary operator inside a nested call.
def total(items):
    s = 0
    for it in items:
        s = s + it
    return s
print(total([1, 2]))
print(total([1, "two"]))
