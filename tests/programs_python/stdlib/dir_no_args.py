# dir() without an argument lists the current scope's names, sorted.
def f(a, b=2):
    c = 3
    return dir()


print(f(1))


class K:
    x = 1
    names = dir()


print(K.names)
print([n for n in dir() if not n.startswith("__")])
