import torch

def test_all_dtypes():
    return (torch.BoolTensor([2]), torch.LongTensor([3]), torch.ByteTensor([4]), torch.CharTensor([5]), torch.DoubleTensor([6]), torch.FloatTensor([7]), torch.IntTensor([8]), torch.ShortTensor([1]), torch.HalfTensor([1]))

def empty_overload():
    return torch.LongTensor(2, 3, 4)
eager = empty_overload()
jit = torch.jit.script(empty_overload)()
eager[:] = 1
jit[:] = 1

def no_inputs():
    return torch.DoubleTensor()

def multiple_args():
    return torch.LongTensor(1, [2])

def bad_kwarg():
    return torch.LongTensor(hello='1')
torch.jit.script(bad_kwarg)
