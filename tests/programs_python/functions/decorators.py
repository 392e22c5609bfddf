# Decorators with and without arguments, functools.wraps, stacking.
import functools
def trace(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print("call", fn.__name__, args)
        return fn(*args, **kwargs)
    return wrapper
def times(n):
    def deco(fn):
        def wrapper(*a):
            return [fn(*a) for _ in range(n)]
        return wrapper
    return deco
@trace
def add(a, b):
    """adds"""
    return a + b
@times(3)
@trace
def one():
    return 1
print(add(2, 3), add.__name__, add.__doc__, add.__wrapped__.__name__)
print(one())
registry = {}
def register(name):
    def deco(cls):
        registry[name] = cls
        return cls
    return deco
@register("point")
class Point:
    pass
print(registry["point"].__name__)
