import torch

def foo():
    i = 1
    x = [i if i != 5 else 3 for i in range(7)]
    return (i, x)
print(foo())
