# copy.deepcopy memoizes by id(), including of ints and floats with large hashes.
import copy

values = [1 << 60, -(1 << 62), 2.5e300, float("inf"), (1 << 61) - 2, [1 << 59]]
clone = copy.deepcopy(values)
print(clone, clone == values, clone is values, clone[5] is values[5])
print(id(1 << 60) == id(1 << 60), isinstance(id(2.5e300), int))
