# torch.typename: a tensor's type string, else module + qualified name of a
# class (builtins unqualified) or of an instance's class.
import torch
import torch.nn as nn


class Point:
    pass


def local_class():
    class Local:
        pass

    return Local


print(torch.typename(Point), torch.typename(Point()), torch.typename(local_class()))
print(torch.typename(5), torch.typename("s"), torch.typename([1]), torch.typename(None), torch.typename(len))
print(torch.typename(nn.Linear), torch.typename(nn.Linear(1, 1)), torch.typename(torch.float32))
print(torch.typename(torch.ones(1)), torch.typename(torch.ones(1, dtype=torch.int64)))
