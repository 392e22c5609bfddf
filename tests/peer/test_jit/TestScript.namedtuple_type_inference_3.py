import torch
from typing import NamedTuple
from collections import namedtuple

_AnnotatedNamedTuple = NamedTuple('_NamedTupleAnnotated', [('value', int)])
_UnannotatedNamedTuple = namedtuple('_NamedTupleUnAnnotated', ['value'])

def test_check_named_tuple_value():
    named_tuple = _AnnotatedNamedTuple(1)
    return named_tuple.value
print(torch.jit.script(test_check_named_tuple_value)())
