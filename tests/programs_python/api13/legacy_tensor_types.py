import torch

# torch.FloatTensor and friends are classes of the metaclass torch.tensortype.
print(torch.FloatTensor, torch.LongTensor.dtype, torch.DoubleTensor.is_sparse, type(torch.IntTensor))
x = torch.FloatTensor([1, 2])
print(isinstance(x, torch.FloatTensor), isinstance(x, torch.LongTensor), isinstance(torch.ones(2, dtype=torch.int64), torch.LongTensor))
print(type(x), x.type(), x.type(torch.LongTensor), x.type("torch.DoubleTensor"), x.type(torch.int32))
print(x.type(torch.FloatTensor) is x, x.type(torch.float32) is x)
print(torch.LongTensor(2, 3).shape, torch.FloatTensor(torch.Size([2])).shape, torch.HalfTensor([1.5]), torch.ByteTensor([3]))
print(torch.FloatTensor((2, 3)), torch.CharTensor([1, -1]), torch.ShortTensor([7]).dtype, torch.BFloat16Tensor([1.5]))
print(torch.BoolTensor([1, 0]), torch.IntTensor([]).shape, torch.FloatTensor().shape, torch.DoubleTensor(0).shape)
print(torch.FloatTensor.__name__, torch.FloatTensor.__module__, issubclass(torch.FloatTensor, torch.Tensor))
print(torch.Tensor([1, 2]).type(), torch.Tensor(2, 2).shape, torch.tensor([1, 2]).new_tensor([3]).type())
y = torch.FloatTensor(x)
y[0] = 5
print(y is x, x)
for bad in [lambda: torch.IntTensor(torch.tensor([1.7, 2.2])), lambda: torch.LongTensor(torch.ones(1, dtype=torch.float64)),
            lambda: torch.FloatTensor("a"), lambda: torch.FloatTensor(2, "a")]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
print([t.__name__ for t in (torch.FloatTensor, torch.DoubleTensor, torch.HalfTensor, torch.BFloat16Tensor, torch.ByteTensor,
                            torch.CharTensor, torch.ShortTensor, torch.IntTensor, torch.LongTensor, torch.BoolTensor)])
