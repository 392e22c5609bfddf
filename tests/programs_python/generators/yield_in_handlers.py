# Generators suspended inside `except` clauses (the handled exception must
# survive the switch to the consumer and back), recursion inside a
# generator's own stack, and many generators alive at once.


def rec(n):
    return 0 if n == 0 else 1 + rec(n - 1)


def retrying(jobs):
    for job in jobs:
        try:
            yield job()
        except ZeroDivisionError as e:
            yield "failed: " + str(e)
            yield "still handling"
        except RecursionError:
            yield "too deep"


print(list(retrying([lambda: 1, lambda: 1 / 0, lambda: rec(200), lambda: rec(100000)])))


def reraiser():
    try:
        raise KeyError("k")
    except KeyError:
        yield "in handler"
        raise


g = reraiser()
print(next(g))
try:
    next(g)
except KeyError as e:
    print("re-raised", repr(e))


def consumer_context():
    yield 1
    raise ValueError("inner")


try:
    raise TypeError("outer")
except TypeError:
    try:
        for x in consumer_context():
            print("got", x)
    except ValueError as e:
        print("caught", e)


def counter(k):
    for i in range(k):
        yield i * 1.5


gens = [counter(5) for _ in range(300)]
print(sum(next(x) + next(x) for x in gens))
del gens


def guarded():
    try:
        yield "a"
        yield "b"
    finally:
        print("finally ran")


it = guarded()
print(next(it))
it.close()
print("closed")
