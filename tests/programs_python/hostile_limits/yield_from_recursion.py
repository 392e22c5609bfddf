# Unbounded `yield from` recursion ends in RecursionError, as in CPython
# (each resumed generator body counts toward the recursion limit).
def gen(n):
    yield from gen(n + 1)


try:
    list(gen(0))
except RecursionError as e:
    print("RecursionError", e)


def countdown(n):
    if n:
        yield n
        yield from countdown(n - 1)


print(sum(countdown(200)))
