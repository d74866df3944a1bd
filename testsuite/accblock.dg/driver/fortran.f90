! fortran.f90 -- a Fortran source: the plugin, loaded into f951, must say
! once that it does nothing there (it handles C and C++ only).
program main
  integer :: i, a(8)
  do i = 1, 8
    a(i) = i
  end do
  if (a(2) /= 2) stop 1
end program main
