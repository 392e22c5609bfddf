# typing.NamedTuple classes and typing helpers used in annotations.
from typing import NamedTuple, Optional, List, Dict
class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: int = 100
e = Employee("ann")
print(e, e.name, e.dept, e[2], e._replace(salary=5), Employee("bo", "ops", 7)._asdict())
name, dept, salary = e
print(name, dept, salary, e == ("ann", "eng", 100), len(e))
def pick(xs: List[int], default: Optional[int] = None) -> Optional[int]:
    return xs[0] if xs else default
print(pick([3, 4]), pick([], -1))
Table = Dict[str, List[int]]
t: Table = {"a": [1]}
print(t)
