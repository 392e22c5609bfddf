def g():
    try:
        yield 1
    except ValueError as e:
        print("inner caught", e)
        yield 2
    finally:
        print("fin")
it = g(); next(it)
print(it.throw(ValueError("x")))
it.close()
import types
print(type(it).__name__)
