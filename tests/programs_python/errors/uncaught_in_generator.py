# An exception raised inside a generator body propagates with its frames.
def numbers():
    yield 1
    yield int("two")
for n in numbers():
    print(n)
