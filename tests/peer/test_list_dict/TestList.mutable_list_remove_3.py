import torch

def test_list_remove():
    a = [1, 2, 3, 4]
    a.remove(3)
    return a == [1, 2, 4]

def test_str_list_remove():
    a = ['foo', 'bar']
    a.remove('foo')
    return a == ['bar']
print(torch.jit.script(test_str_list_remove)())
