import torch

def func(x):
    print("{}, I'm a {}".format('Hello', 'test'))
    print('format blank'.format())
    print('stuff before {}'.format('hi'))
    print('{} stuff after'.format('hi'))
    return x + 1
x = torch.arange(4.0, requires_grad=True)
print(torch.jit.script(func)(x))
